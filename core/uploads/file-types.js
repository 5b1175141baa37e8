import { defineMessages } from '../shared/messages';
/** Upload kinds of 000 section 3 and their limits (000 section 5, 001 section 5). */
export const UPLOAD_FILE_TYPES = ['avatar', 'logo', 'resume', 'document'];
const MB = 1024 * 1024;
export const IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'];
export const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'];
export const DOCUMENT_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt'];
export const UPLOAD_MAX_MB = { avatar: 5, logo: 5, resume: 10, document: 10 };
export function uploadMaxBytes(fileType) {
    return UPLOAD_MAX_MB[fileType] * MB;
}
/** The MIME types the server accepts for each kind, judged from the file's bytes. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const DOCUMENT_MIME_TYPES = [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'text/plain',
];
/** Avatars and logos are images; resumes and documents are documents. */
export function isImageFileType(fileType) {
    return fileType === 'avatar' || fileType === 'logo';
}
export function allowedMimeTypes(fileType) {
    return isImageFileType(fileType) ? IMAGE_MIME_TYPES : DOCUMENT_MIME_TYPES;
}
/** The folder an object of this kind is stored under: private/<fileType>s/<uuid>. */
export function uploadFolder(fileType) {
    return `${fileType}s`;
}
/**
 * 000 section 7: the stored object path is /objects/{path}, where path is the segment after the
 * private folder of the upload URL; '' when it cannot be derived.
 */
export function objectPathFromUploadUrl(uploadUrl) {
    let pathname;
    try {
        pathname = new URL(uploadUrl, 'http://localhost').pathname;
    }
    catch {
        return '';
    }
    const marker = '/private/';
    const index = pathname.indexOf(marker);
    if (index === -1)
        return '';
    const path = pathname.slice(index + marker.length);
    return path ? `/objects/${path}` : '';
}
export function hasAllowedExtension(fileName, accept) {
    const name = fileName.toLowerCase();
    return accept.some((extension) => name.endsWith(extension.toLowerCase()));
}
export const UPLOAD_MESSAGES = defineMessages('uploads', {
    fileTypeInvalid: 'Please choose one of: avatar, logo, resume, document',
    linkInvalid: 'This upload link is not valid. Please try uploading again.',
    linkExpired: 'This upload link has expired. Please try uploading again.',
    linkUsed: 'This upload link has already been used. Please try uploading again.',
    empty: 'The file is empty.',
    tooLarge: ({ maxMb }) => `File size must be less than ${maxMb}MB`,
    notAnImage: 'The file is not a JPEG, PNG or WebP image.',
    notADocument: 'The file is not a PDF, Word or plain text document.',
    notFound: 'File not found',
    tooManyLinks: 'You have too many uploads waiting. Please finish them, or wait a few minutes, then try again.',
    tooManyAtOnce: 'Too many files are uploading at once. Please wait for one to finish, then try again.',
    quotaFull: ({ quotaMb }) => `This file does not fit in your ${quotaMb} MB of file storage.`,
});
