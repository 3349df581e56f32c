import { CrossSellsReport } from '../components/cross-sells-report.tsx';

/** Spec /commercial_cross_sells_report (issue 16 point 9). */
export default function CommercialCrossSellsReportPage() {
  return <CrossSellsReport side="commercial" />;
}
