const escapeHtml = (value) => value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);
export function renderEmail(content, frame) {
    const text = [
        content.heading,
        '',
        ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
        ...(content.items ?? []).flatMap((item) => [
            `- ${item.title}${item.detail ? ` (${item.detail})` : ''}`,
            ...(item.url ? [`  ${item.url}`] : []),
        ]),
        ...(content.items?.length ? [''] : []),
        ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
        ...(content.footer ? ['--', content.footer.reason, `${frame.unsubscribe}: ${content.footer.unsubscribeUrl}`] : []),
    ].join('\n');
    const paragraphs = content.paragraphs
        .map((paragraph) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(paragraph)}</p>`)
        .join('');
    const items = content.items?.length
        ? `<ul style="margin:0 0 16px;padding:0;list-style:none">${content.items
            .map((item) => {
            const title = item.url
                ? `<a href="${escapeHtml(item.url)}" style="color:#1d4ed8;font-weight:600">${escapeHtml(item.title)}</a>`
                : `<strong>${escapeHtml(item.title)}</strong>`;
            const detail = item.detail ? `<br><span style="color:#4b5563;font-size:14px">${escapeHtml(item.detail)}</span>` : '';
            return `<li style="margin:0 0 12px;font-size:16px;line-height:1.4">${title}${detail}</li>`;
        })
            .join('')}</ul>`
        : '';
    const action = content.action
        ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600;font-size:16px">${escapeHtml(content.action.label)}</a></p>`
        : '';
    const footer = content.footer
        ? `<p style="margin:32px 0 0;color:#6b7280;font-size:13px;line-height:1.5">${escapeHtml(content.footer.reason)} <a href="${escapeHtml(content.footer.unsubscribeUrl)}" style="color:#6b7280">${escapeHtml(frame.unsubscribe)}</a></p>`
        : '';
    const html = `<!doctype html><html lang="${escapeHtml(frame.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head><body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#111827"><div style="max-width:560px;margin:0 auto;padding:24px 16px"><div style="background:#ffffff;border-radius:8px;padding:24px"><p style="margin:0 0 16px;font-weight:700;color:#1d4ed8">CrewBridge</p><h1 style="margin:0 0 16px;font-size:20px;line-height:1.3">${escapeHtml(content.heading)}</h1>${paragraphs}${items}${action}${footer}</div></div></body></html>`;
    return { html, text };
}
