import { CrossSellsReport } from '../components/cross-sells-report.tsx';

/** Spec /residential_cross_sells_report (issue 16 point 9). */
export default function ResidentialCrossSellsReportPage() {
  return <CrossSellsReport side="residential" />;
}
