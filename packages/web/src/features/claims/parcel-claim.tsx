/**
 * A parcel's claims (issue 21 §3), beside its timeline: the claims filed for it and, when one may be
 * filed now (handed over damaged within the rules' days, or not arrived long after its flight's expected
 * arrival), "File a claim" with the kind the parcel's state decides. Only handed-over and on-flight
 * parcels ask the server; its own dictionary loads on demand.
 */
import { Suspense, useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import type { ParcelDetail } from '../parcels/api/parcels.ts';
import { useParcelClaims } from './api/claims.ts';
import { ClaimCard } from './components/claim-card.tsx';
import { ClaimForm } from './components/claim-form.tsx';

const CLAIMABLE = ['obtained', 'sent'];

function ParcelClaimContent({ parcelId }: { parcelId: string }) {
  const { t } = useTranslation('claims');
  const { data } = useParcelClaims(parcelId, true);
  const [filing, setFiling] = useState(false);
  if (!data) return null;
  const { eligibility, claims } = data;
  if (!claims.length && !eligibility.eligible) return null;
  return (
    <Stack gap="sm" component="section" aria-label={t('title')} data-testid="parcel-claim">
      <Text fw={600}>{t('title')}</Text>
      {claims.map((c) => (
        <ClaimCard key={c.id} claim={c} />
      ))}
      {eligibility.eligible &&
        (filing ? (
          <ClaimForm
            parcelId={parcelId}
            kind={eligibility.kind}
            capTetri={eligibility.capTetri}
            insured={eligibility.insured}
            onDone={() => setFiling(false)}
            onCancel={() => setFiling(false)}
          />
        ) : (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {eligibility.until
                ? t(`offer.${eligibility.kind}Until`, { date: formatDate(eligibility.until) })
                : t(`offer.${eligibility.kind}`)}
            </Text>
            <Button variant="light" w="fit-content" onClick={() => setFiling(true)}>
              {t(`file.${eligibility.kind}`)}
            </Button>
          </Stack>
        ))}
    </Stack>
  );
}

export function ParcelClaim({ parcel }: { parcel: ParcelDetail }) {
  if (!CLAIMABLE.includes(parcel.status)) return null;
  return (
    <Suspense fallback={null}>
      <ParcelClaimContent parcelId={parcel._id} />
    </Suspense>
  );
}
