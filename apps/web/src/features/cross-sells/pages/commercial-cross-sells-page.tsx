import { CrossSellsView } from '../components/cross-sells-view.tsx';

/** Spec /settings/commercial_cross_sells. */
export default function CommercialCrossSellsPage() {
  return <CrossSellsView kind="commercial" />;
}
