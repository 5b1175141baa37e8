/**
 * Scam wording (issue 49): what the FTC's job-scam examples ask of a worker and honest trade posts
 * do not. Each pattern is ours, written folded (lower case, no accents, white space collapsed) as
 * detectScamSignals reads the post, in English and Spanish. Each asks for something (to send, to
 * pay, to interview by chat), so "background check required", "drug test paid by employer",
 * "must have a valid driver's license" and "direct deposit" stay clear.
 */
export const WORDING_SIGNALS = [
  'bank_details',
  'ssn',
  'id_photos',
  'chat_interview',
  'reshipping',
  'mystery_shopper',
  'screening_fee',
] as const;
export type WordingSignal = (typeof WORDING_SIGNALS)[number];

export const WORDING_SIGNAL_LABELS: Readonly<Record<WordingSignal, { en: string; es: string }>> = {
  bank_details: { en: 'Asks for bank account or routing numbers', es: 'Pide datos o números de cuenta bancaria' },
  ssn: { en: 'Asks for a Social Security number', es: 'Pide el número de Seguro Social' },
  id_photos: {
    en: "Asks for photos of an ID or driver's license before an interview",
    es: 'Pide fotos de una identificación o licencia de conducir antes de una entrevista',
  },
  chat_interview: {
    en: 'Interview over Telegram, Signal, Google Chat or text',
    es: 'Entrevista por Telegram, Signal, Google Chat o mensajes',
  },
  reshipping: { en: 'Reshipping or forwarding packages', es: 'Reenvío de paquetes' },
  mystery_shopper: { en: 'Mystery shopper', es: 'Cliente misterioso' },
  screening_fee: {
    en: 'The worker pays for the background check or drug test',
    es: 'El trabajador paga la verificación de antecedentes o el examen antidrogas',
  },
};

const ID_DOCUMENT =
  "(government[ -]issued |valid |state |photo )?(ids?|identification|id cards?|driver['’]?s? licen[cs]es?|drivers? licen[cs]es?|licen[cs]es?|passports?|social security cards?)";
const ES_ID_DOCUMENT = '(identificacion( oficial)?|id|ine|credencial( de elector)?|licencia( de (conducir|manejo))?|pasaporte)';
const CHAT_APPS =
  '(telegram|signal( app)?|google chat|google hangouts|hangouts|whats ?app|wickr|discord|skype chat|text messages?|texts?|chat)';
const SCREENING =
  '(background (check|screening)|criminal (background|history|record) check|drug (test|screen|screening)|drug and alcohol (test|screen)|dot physical|pre-?employment (screening|test))';
const ES_SCREENING =
  '(examen|prueba|estudio|verificacion|revision|investigacion|chequeo)( medico)? (de |del )?(antidoping|antidopaje|antidrogas|drogas|toxicologic[oa]|antecedentes( penales)?)';
const WORKER = '(you|applicants?|candidates?|workers?|new hires?|hires?|employees?)';
const ES_WORKER_NOUN = '(candidat[oa]|aspirante|solicitante|trabajador(a)?|postulante)';
const ES_WORKER = `(el |la )?${ES_WORKER_NOUN}`;

export const WORDING_PATTERNS: Readonly<Record<WordingSignal, readonly RegExp[]>> = {
  bank_details: [
    /\brouting (and account )?(numbers?|#|no)\b/,
    /\b(account|acct) (and|&) routing\b/,
    /\b(bank|banking|checking|savings) (account )?(details|info|information|numbers?|#|login|credentials|password|username)\b/,
    /\bonline banking (login|password|username|credentials)\b/,
    /\b(datos|informacion|detalles) (de (su |tu )?cuenta )?bancari[oa]s?\b/,
    /\bnumeros? de (cuenta|ruta)( bancaria)?\b/,
    /\b(clave|contrasena|usuario) (de|del) (tu |su )?(banco|banca en linea|cuenta bancaria)\b/,
  ],
  ssn: [/\bsocial security (numbers?|#|no)\b/, /\bss ?#/, /\bssns?\b/, /\bnumeros? (de|del) seguro social\b/],
  id_photos: [
    new RegExp(
      `\\b(photos?|pictures?|pics?|scans?|scanned cop(y|ies)|images?|selfies?) (of|with|holding) (your |a |the )?(front and back of (your )?)?${ID_DOCUMENT}\\b`,
    ),
    new RegExp(
      `\\b(send|email|e-mail|text|upload|submit|forward) (us |me )?(a |the )?(cop(y|ies)|photos?|pictures?|scans?) of (your |a )?${ID_DOCUMENT}\\b`,
    ),
    new RegExp(`\\bfront and back of (your )?${ID_DOCUMENT}\\b`),
    new RegExp(`\\b${ID_DOCUMENT} (before|prior to) (the |an |any |your )?interview\\b`),
    new RegExp(`\\b(fotos?|fotografias?|imagen(es)?|escaneos?|selfies?) (de|con) (su |tu |la |el |una )?${ES_ID_DOCUMENT}\\b`),
    new RegExp(`\\b(envie|envia|enviar|mande|manda|mandar|suba|sube|subir) (una )?copia de (su |tu )?${ES_ID_DOCUMENT}\\b`),
    new RegExp(`\\b${ES_ID_DOCUMENT} antes de (la |una |cualquier )?entrevista\\b`),
  ],
  chat_interview: [
    new RegExp(
      `\\binterview(s|ed|ing)? (will be |is )?(conducted |held |done )?(over|via|on|through|by|using|in) (a |an )?${CHAT_APPS}\\b`,
    ),
    /\b(telegram|signal|google chat|hangouts|wickr|discord|text|chat)[ -](based )?interviews?\b/,
    /\b(download|install|add me on|message me on|contact (me|us) on|reach (me|us) on) (the )?(signal app|google chat|google hangouts|hangouts|wickr|discord)\b/,
    new RegExp(`\\bentrevistas? (sera |se hara |se realizara |es )?(por|via|en|a traves de|mediante) (un |el )?${CHAT_APPS}\\b`),
    /\bentrevistas? (por|de) (chat|mensajes?( de texto)?)\b/,
  ],
  reshipping: [
    /\bre-?ship(ping|per|pers|ment|ments|s|ped)?\b/,
    /\b(package|parcel|shipment|merchandise)s? (forwarding|forwarder|re-?shipping|re-?packing|re-?packaging)s?\b/,
    /\bforward(ing)? (the |these |all )?(packages|parcels|shipments|merchandise|boxes|items)\b/,
    /\b(receive|accept|collect) (packages|parcels|shipments|deliveries|merchandise|boxes) (at|in|to) (your )?(own )?(home|house|residence|address|apartment)\b/,
    /\bre-?(package|pack|label)(s|d|ed|ing)? (and )?(re-?ship|ship|send|mail|forward)/,
    /\b(reenvio|reenviar|reexpedir|reexpedicion) (de )?(los |las )?(paquetes|envios|mercancia|cajas)\b/,
    /\brecibir (paquetes|envios|mercancia|cajas) en (su|tu) (casa|domicilio|hogar)\b/,
    /\breempac(ar|ue|a)\b/,
  ],
  mystery_shopper: [
    /\b(mystery|secret) shop(per|pers|ping)\b/,
    /\b(comprador|compradora|cliente)s? (misterios[oa]s?|secret[oa]s?|incognit[oa]s?)\b/,
  ],
  screening_fee: [
    new RegExp(
      `\\b${WORKER} (must|will need to|need to|have to|are required to|is required to|should|will) (first )?(pay|cover|purchase|buy) (for )?(your |their |the |a |an )?(own )?${SCREENING}`,
    ),
    new RegExp(`\\b${WORKER} (pays?|covers?) (for )?(the |your |their |a )?(own )?${SCREENING}`),
    new RegExp(`\\bpay (for )?(your|their) own ${SCREENING}`),
    new RegExp(
      `\\b${SCREENING}s? (is |are )?(at|on) (your|the applicant['’]?s?|the candidate['’]?s?|the worker['’]?s?) (own )?(expense|cost|dime)\\b`,
    ),
    new RegExp(
      `\\b${SCREENING}s? (is |are )?(paid|covered) (for )?by (you|the applicant|the candidate|the worker|applicants?|candidates?)\\b`,
    ),
    new RegExp(`\\b${SCREENING}s? (fee|charge)s?\\b`),
    new RegExp(`\\b(pagar|cubrir) (por )?(su|tu) propi[oa] ${ES_SCREENING}`),
    new RegExp(`\\b${ES_SCREENING} (corre |va |es |sera )?(por|a) (su|tu) (cuenta|cargo|costo)\\b`),
    new RegExp(
      `\\b${ES_SCREENING} (corre |va |es |sera )?(a cargo|por cuenta|pagad[oa]|cubiert[oa]) (del|por el|por la|de la) ${ES_WORKER_NOUN}`,
    ),
    new RegExp(`\\b${ES_WORKER} (paga|cubre|pagara|cubrira) (el |la |su )?(propi[oa] )?${ES_SCREENING}`),
    new RegExp(`\\bcuotas? (de|del|por el|por la) ${ES_SCREENING}`),
  ],
};
