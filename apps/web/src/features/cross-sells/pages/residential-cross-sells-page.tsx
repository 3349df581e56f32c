import { CrossSellsView } from '../components/cross-sells-view.tsx';

/** Spec /settings/residential_cross_sells. */
export default function ResidentialCrossSellsPage() {
  return <CrossSellsView kind="residential" />;
}
