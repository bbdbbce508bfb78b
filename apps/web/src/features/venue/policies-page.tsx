import type { PolicyWire, RestaurantWire } from '@okmenu/contract';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { Card } from '../../shared/ui/card.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { usePolicies } from './api/get-venue.ts';
import { RichText } from './rich-text.tsx';

/** /:referenceId/Policies — the business's policies in the guest's language, each under its own anchor. */
export function PoliciesPage({ restaurant, backTo }: { restaurant: RestaurantWire; backTo: string }) {
  const { t, i18n } = useTranslation();
  const title = t('venue.policies.title');
  useDocumentTitle(`${title} · ${restaurant.business_name}`);
  const query = usePolicies(restaurant.id, i18n.language);
  const policies = query.data?.policies ?? [];

  return (
    <div className="mx-auto max-w-3xl px-4 pt-4 md:px-6 md:pt-8">
      <PageHeader title={title} backTo={backTo} className="mb-4" />
      {query.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner />
        </div>
      ) : query.isError ? (
        <EmptyState alert title={t('errors.somethingWentWrong')} />
      ) : policies.length === 0 ? (
        <EmptyState>{t('venue.policies.empty')}</EmptyState>
      ) : (
        <>
          {policies.length > 1 ? (
            <nav aria-label={t('venue.policies.contents')} className="mb-6">
              <ul className="flex flex-wrap gap-2">
                {policies.map((policy) => (
                  <li key={policy.key}>
                    <a
                      href={`#${policy.anchor}`}
                      className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ring-1 ring-line hover:bg-ink/5 dark:hover:bg-white/10"
                    >
                      {t(`venue.policies.${policy.key}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <div className="space-y-4">
            {policies.map((policy) => (
              <PolicySection key={policy.key} policy={policy} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function PolicySection({ policy }: { policy: PolicyWire }) {
  const { t } = useTranslation();
  const headingId = `${policy.anchor}-title`;
  return (
    <Card as="section" id={policy.anchor} aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="mb-3 text-xl font-bold text-ink">
        {t(`venue.policies.${policy.key}`)}
      </h2>
      <div lang={policy.locale}>
        <RichText blocks={policy.blocks} />
      </div>
    </Card>
  );
}
