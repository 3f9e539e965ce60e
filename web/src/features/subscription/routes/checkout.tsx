import { PlaceholderPage } from '../../../components/placeholder-page';

/** /app/checkout — three steps: shipping, payment card, order review. */
export function CheckoutRoute() {
  return <PlaceholderPage title="Checkout" summary="Three steps to renew: shipping information, payment card, and a review of your order before you submit it." />;
}
