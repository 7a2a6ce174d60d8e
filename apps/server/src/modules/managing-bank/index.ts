/**
 * What the managing-bank module offers other modules: opening a managing-bank account (the
 * review opens one on approval, and the demo seed).
 * Other modules import this module through this file or its services, never its other files.
 */
export { openManagingBankAccount } from './managing-bank.repository';
