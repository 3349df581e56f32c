import { CheckPaymentForm } from '../components/check-payment-form.tsx';

/** /receive_check_payment: a residential client's check. */
export default function ReceiveCheckPaymentPage() {
  return <CheckPaymentForm kind="residential" />;
}
