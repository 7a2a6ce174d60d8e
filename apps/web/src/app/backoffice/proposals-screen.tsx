/**
 * 'Menunggu Persetujuan' as the back-office shows it: the four-eyes feature's page with the
 * screening feature's views of a match (the list entry as published, the score's breakdown) handed
 * in for a proposal's evidence (decision 0133; features do not import each other,
 * architecture.md §3.1).
 */
import type { ScreeningMatch } from '@kilau/shared';
import type { MatchViews } from '../../features/four-eyes/components/proposal-drawer';
import ProposalsPage from '../../features/four-eyes/components/proposals-page';
import { MatchBreakdown } from '../../features/screening/components/match-breakdown';
import { ListEntryCard } from '../../features/screening/components/match-card';

const MATCH_VIEWS: MatchViews = {
  entry: (m: ScreeningMatch) => <ListEntryCard match={m} />,
  breakdown: (m: ScreeningMatch) => (
    <MatchBreakdown breakdown={m.breakdown} subject={m.subject} entry={m.entry} />
  ),
};

export default function ProposalsScreen() {
  return <ProposalsPage matchViews={MATCH_VIEWS} />;
}
