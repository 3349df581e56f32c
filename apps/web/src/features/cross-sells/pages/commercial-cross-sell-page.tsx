import { useRecordId } from '../../../components/record-load-state/use-record-id.ts';
import { CrossSellView } from '../components/cross-sell-view.tsx';

/** Spec /commercial_cross_sell/{id}/show. */
export default function CommercialCrossSellPage() {
  const crossSellId = useRecordId();
  // Keyed by id: moving between cross-sells starts each page fresh (no dialog left open for the previous one).
  return <CrossSellView key={crossSellId ?? 'none'} kind="commercial" id={crossSellId} />;
}
