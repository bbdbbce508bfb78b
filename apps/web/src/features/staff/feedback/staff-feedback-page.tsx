import { pickText } from '@okmenu/domain';
import type { QuestionSummaryWire, StaffFeedbackWire } from '@okmenu/contract';
import { useEffect } from 'react';
import { Navigate } from '../../../shared/router/index.ts';
import { isUnauthorized } from '../../../shared/api/api-error.ts';
import { formatLocalDate } from '../../../shared/i18n/format-time.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FullScreenSpinner } from '../../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.ts';
import { useStaffFeedback, useStaffFeedbackAverages } from '../api/get-staff-feedback.ts';
import { useStaffMe } from '../api/get-staff-me.ts';
import { useStaffSession } from '../staff-session.ts';
import { StaffNav } from '../staff-nav.tsx';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { MenuBookIcon } from '../../../shared/ui/icons.tsx';

/** /staff/feedback: the guests' questionnaire answers and order ratings, and averages per question and week. */
export function StaffFeedbackPage() {
  const token = useStaffSession((session) => session.token);
  if (!token) return <Navigate to="/staff" replace />;
  return <FeedbackBoard token={token} />;
}

const cardLook = 'rounded-2xl bg-raised p-4 ring-1 ring-line';

function FeedbackBoard({ token }: { token: string }) {
  const { t, i18n } = useTranslation();
  const signOut = useStaffSession((session) => session.signOut);
  const me = useStaffMe(token);
  const list = useStaffFeedback(token, i18n.language);
  const averages = useStaffFeedbackAverages(token, i18n.language);
  const name = me.data ? pickText(me.data.business_name, [i18n.language, ...me.data.locales]) : '';
  useDocumentTitle(`${t('staff.feedback.title')} · ${name}`);
  const refused = [me.error, list.error, averages.error].some(isUnauthorized);
  useEffect(() => {
    if (refused) signOut('expired');
  }, [refused, signOut]);
  if (refused) return <Navigate to="/staff" replace />;
  if (!me.data) return <FullScreenSpinner />;
  const items = list.data?.pages.flatMap((page) => page.feedback) ?? [];

  return (
    <div className="min-h-dvh bg-surface">
      <header className="sticky top-0 z-20 border-b border-line bg-raised/95 backdrop-blur">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2.5">
          <div className="min-w-0 flex-1 basis-64">
            <h1 className="truncate text-lg font-bold">{t('staff.feedback.title')}</h1>
            <p className="truncate text-xs text-ink-muted">{name}</p>
          </div>
        </div>
      </header>
      <StaffNav owner={me.data.role === 'owner'} />
      <main className="mx-auto grid max-w-6xl gap-6 p-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <section aria-labelledby="feedback-averages">
          <h2 id="feedback-averages" className="mb-3 text-lg font-semibold">
            {t('staff.feedback.averages')}
          </h2>
          {averages.data ? (
            <div className="space-y-3">
              <SummaryCard
                title={t('staff.feedback.allWeeks')}
                questions={averages.data.questions}
                orderRatings={averages.data.order_ratings}
              />
              {[...averages.data.weeks]
                .reverse()
                .map((week) =>
                  week.count > 0 ? (
                    <SummaryCard
                      key={week.week}
                      title={t('staff.feedback.week', { date: formatLocalDate(week.week, i18n.language) })}
                      questions={week.questions}
                      orderRatings={week.order_ratings}
                    />
                  ) : null,
                )}
            </div>
          ) : null}
        </section>
        <section aria-labelledby="feedback-latest">
          <h2 id="feedback-latest" className="mb-3 text-lg font-semibold">
            {t('staff.feedback.latest')}
          </h2>
          {list.isSuccess && items.length === 0 ? (
            <EmptyState icon={MenuBookIcon}>{t('staff.feedback.none')}</EmptyState>
          ) : null}
          <ul className="space-y-3">
            {items.map((item) => (
              <FeedbackCard key={item.id} item={item} />
            ))}
          </ul>
          {list.hasNextPage ? (
            <button
              type="button"
              onClick={() => void list.fetchNextPage()}
              disabled={list.isFetchingNextPage}
              className="mt-3 min-h-10 rounded-full px-4 text-sm font-medium ring-1 ring-line hover:bg-ink/5"
            >
              {t('staff.feedback.more')}
            </button>
          ) : null}
        </section>
      </main>
    </div>
  );
}

function SummaryCard({
  title,
  questions,
  orderRatings,
}: {
  title: string;
  questions: QuestionSummaryWire[];
  orderRatings: { count: number; average: number | null };
}) {
  const { t, i18n } = useTranslation();
  const figure = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const average = (value: number | null) => (value === null ? null : figure.format(value));
  return (
    <div className={cardLook}>
      <h3 className="mb-2 font-semibold">{title}</h3>
      <table className="w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('staff.feedback.question')}</th>
            <th scope="col">{t('staff.feedback.averages')}</th>
          </tr>
        </thead>
        <tbody>
          {orderRatings.count > 0 ? (
            <tr className="border-b border-line">
              <th scope="row" className="py-1.5 pe-3 text-start font-normal">
                {t('staff.feedback.orderRating')}
              </th>
              <td className="py-1.5 text-end tabular-nums">
                {average(orderRatings.average) ?? '–'} · {t('staff.feedback.count', { count: orderRatings.count })}
              </td>
            </tr>
          ) : null}
          {questions.map((question) => (
            <tr key={question.question_id} className="border-b border-line last:border-0">
              <th scope="row" className="py-1.5 pe-3 text-start font-normal">
                {question.title}
              </th>
              <td className="py-1.5 text-end tabular-nums">
                {average(question.average) ?? (question.options ? optionCounts(question) : '–')} ·{' '}
                {t('staff.feedback.count', { count: question.count })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Drinks 2 / Dessert 1": how often each option was chosen, by its label. */
function optionCounts(question: QuestionSummaryWire): string {
  return Object.entries(question.options ?? {})
    .map(([id, count]) => `${question.option_labels?.[id] ?? `#${id}`} ${count}`)
    .join(' / ');
}

function FeedbackCard({ item }: { item: StaffFeedbackWire }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(item.created_at),
  );
  return (
    <li className={cardLook} data-testid="staff-feedback">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {item.kind === 'order_rating' ? t('staff.feedback.orderRating') : t('staff.feedback.questionnaire')}
          {item.order_id ? (
            <span className="ms-2 text-ink-muted">{t('staff.feedback.order', { id: item.order_id })}</span>
          ) : null}
        </p>
        <time dateTime={item.created_at} className="text-xs text-ink-muted">
          {when}
        </time>
      </div>
      {item.stars !== null ? (
        <p className="mt-1" aria-label={t('feedback.stars', { value: item.stars, max: 5 })}>
          <span aria-hidden="true">
            {'★'.repeat(item.stars)}
            {'☆'.repeat(Math.max(0, 5 - item.stars))}
          </span>
        </p>
      ) : null}
      {item.comment ? <p className="mt-1 text-ink">{item.comment}</p> : null}
      {item.answers.length > 0 ? (
        <dl className="mt-2 space-y-1 text-sm">
          {item.answers.map((answer) => (
            <div key={answer.question_id}>
              <dt className="text-ink-muted">{answer.title}</dt>
              <dd className="text-ink">{answer.display}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
