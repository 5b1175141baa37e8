// The writer moved to lib so that the worker profile's free resume (a lower layer) shares it.
export { htmlToBlocks, renderResumePdf } from '../../lib/resume-pdf';
