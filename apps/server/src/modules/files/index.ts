/**
 * What the files module offers other modules: sending a stored file (with byte ranges) and its
 * error replies, and recording a new stored file.
 * Other modules import this module through this file or its services, never its other files.
 */
export { fileReplies, sendStoredFile } from './file-access.routes';
export { insertStoredFile } from './stored-files.repository';
