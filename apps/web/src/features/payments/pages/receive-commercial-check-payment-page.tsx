import { CheckPaymentForm } from '../components/check-payment-form.tsx';

/** /receive_commercial_check_payment: a commercial client's check. */
export default function ReceiveCommercialCheckPaymentPage() {
  return <CheckPaymentForm kind="commercial" />;
}
