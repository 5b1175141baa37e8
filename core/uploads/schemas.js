import { z } from 'zod';
import { UPLOAD_FILE_TYPES, UPLOAD_MESSAGES } from './file-types';
export const uploadUrlQuerySchema = z.object({
    fileType: z.enum(UPLOAD_FILE_TYPES, { error: UPLOAD_MESSAGES.fileTypeInvalid }),
});
export const uploadUrlResponseSchema = z.object({ uploadURL: z.string() });
export const uploadResponseSchema = z.object({ objectPath: z.string() });
