import { useParams } from 'react-router';
import { CrossSellView } from '../components/cross-sell-view.tsx';

/** Spec /residential_cross_sell/{id}/show. */
export default function ResidentialCrossSellPage() {
  const { id = '' } = useParams();
  const crossSellId = Number(id);
  // Keyed by id: moving between cross-sells starts each page fresh (no dialog left open for the previous one).
  return <CrossSellView key={crossSellId} kind="residential" id={crossSellId} />;
}
