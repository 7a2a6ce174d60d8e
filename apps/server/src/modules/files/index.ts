/**
 * What the files module offers other modules: sending a stored file (with byte ranges) and its
 * error replies, recording a new stored file, and auditing a staff member's viewing of one.
 * Other modules import this module through this file or its services, never its other files.
 */
export { fileReplies, sendStoredFile } from './file-access.routes';
export { FILE_VIEWING_MS, recordFileViewing } from './file-access.service';
export { fileViewedBy, insertStoredFile } from './stored-files.repository';
