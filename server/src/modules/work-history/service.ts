export { addWorkHistoryEntry, deleteWorkHistoryEntry, listWorkHistory } from './entries';
export { answerConfirmation, previewConfirmation, requestConfirmation } from './confirmations';
