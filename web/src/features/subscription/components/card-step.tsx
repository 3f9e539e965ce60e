import { runtimeConfig } from '../../../lib/runtime-config';
import { SandboxCardForm } from './sandbox-card-form';
import { SquareCardForm } from './square-card-form';

export interface TokenizedCard {
  token: string;
  /** What the review shows of the card, e.g. 'Card ending 1111'. */
  summary: string;
}

/** Step 2: Square's card form when a Square application is configured, else the local sandbox form. */
export function CardStep({
  amount,
  onTokenized,
  onBack,
}: {
  amount: number;
  onTokenized: (card: TokenizedCard) => void;
  onBack: () => void;
}) {
  const square = runtimeConfig().square;
  return square ? (
    <SquareCardForm config={square} amount={amount} onTokenized={onTokenized} onBack={onBack} />
  ) : (
    <SandboxCardForm onTokenized={onTokenized} onBack={onBack} />
  );
}
