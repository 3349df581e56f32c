import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { CrossSellView } from '../components/cross-sell-view.tsx';

/** Spec /residential_cross_sell/{id}/show. */
export default function ResidentialCrossSellPage() {
  const crossSellId = useRecordId();
  // Keyed by id: moving between cross-sells starts each page fresh (no dialog left open for the previous one).
  return <CrossSellView key={crossSellId ?? 'none'} kind="residential" id={crossSellId} />;
}
