import { useEffect, useRef, useState } from 'react';
import { paymentMessages } from '@shared/payments';
import { Banner } from '../../../components/banner';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { useT } from '../../../lib/i18n/use-t';
import type { TokenizedCard } from './card-step';
import { loadSquare, type SquareCard } from './square-sdk';

/**
 * The card form of Square's Web Payments SDK (its own iframe: card details never touch our page
 * or server). Next tokenises; only a token moves the checkout on.
 */
export function SquareCardForm({
  config,
  amount,
  onTokenized,
  onBack,
}: {
  config: { applicationId: string; locationId: string; environment: 'sandbox' | 'production' };
  /** Dollars, for the buyer verification Square runs inside tokenize. */
  amount: number;
  onTokenized: (card: TokenizedCard) => void;
  onBack: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [card, setCard] = useState<SquareCard | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();

  useEffect(() => {
    let cancelled = false;
    let attached: SquareCard | undefined;
    loadSquare(config.environment)
      .then((sq) => sq.payments(config.applicationId, config.locationId).card())
      .then(async (c) => {
        if (cancelled || !container.current) return;
        await c.attach(container.current);
        attached = c;
        setCard(c);
      })
      .catch((err: unknown) => {
        if (!cancelled) setLoadError(err instanceof Error ? err.message : String(err));
      });
    return () => {
      cancelled = true;
      void attached?.destroy();
    };
  }, [config.applicationId, config.locationId, config.environment]);

  const next = async () => {
    if (!card) return;
    setBusy(true);
    setFailure(null);
    try {
      const result = await card.tokenize({
        amount: amount.toFixed(2),
        currencyCode: 'AUD',
        intent: 'CHARGE',
        customerInitiated: true,
        sellerKeyedIn: false,
      });
      if (result.status === 'OK' && result.token) {
        onTokenized({
          token: result.token,
          summary: result.details?.card?.last4
            ? t('subscription.brandEnding', {
                brand: result.details.card.brand ?? t('subscription.card'),
                last4: result.details.card.last4,
              })
            : t('subscription.card'),
        });
      } else {
        setFailure(
          paymentMessages.tokenizationFailed(
            result.status,
            result.errors
              ?.map((e) => e.message)
              .filter(Boolean)
              .join(' '),
          ),
        );
      }
    } catch (err) {
      setFailure(paymentMessages.tokenizationFailed('Error', err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      {loadError ? <Banner tone="error">{loadError}</Banner> : null}
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <div ref={container} className="square-card" aria-label={t('subscription.cardDetails')}>
        {card || loadError ? null : (
          <p>
            <Spinner size="sm" /> {t('subscription.loadingCardForm')}
          </p>
        )}
      </div>
      <div className="checkout-actions">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('subscription.back')}
        </Button>
        <Button onClick={() => void next()} loading={busy} disabled={!card}>
          {t('subscription.next')}
        </Button>
      </div>
    </div>
  );
}
