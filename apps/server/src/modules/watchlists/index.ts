/**
 * The lists, as other modules see them: what participants are screened against now.
 * Other modules import this module through this file or its services, never its other files.
 */
export { currentEntries, currentVersionIds, loadedSources } from './watchlists.repository';
