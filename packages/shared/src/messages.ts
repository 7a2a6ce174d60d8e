/**
 * The one catalogue of user-facing texts. Quoted texts stay verbatim as first written, typos
 * included ('kedaluarsah', 'dikirm', 'bolah'; decision 0092). Texts Kilau wrote itself are marked
 * `(ours)`; they follow the same tone and are what a customer in Indonesia would expect to read.
 *
 * The texts live in one file per area (messages/*.ts) and are read as `MSG.name`. MSG is a module
 * namespace rather than an object on purpose: the bundler resolves each `MSG.name` to its own
 * constant, so a page carries only the areas it uses instead of every text of the product
 * (docs/decisions/0013). Read texts by name only; `MSG[key]` would pull in the whole catalogue.
 */
import * as MSG from './messages/index';

export { MSG };
export type MessageKey = keyof typeof MSG;
