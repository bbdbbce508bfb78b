import type { QuestionWire, RestaurantWire } from '@okmenu/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from '../../shared/router/index.ts';
import { isApiError } from '../../shared/api/api-error.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { buttonClass } from '../../shared/ui/control-styles.ts';
import { Card } from '../../shared/ui/card.tsx';
import { EmptyState } from '../../shared/ui/empty-state.tsx';
import { MenuBookIcon } from '../../shared/ui/icons.tsx';
import { errorTextClass } from '../../shared/ui/field.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { answerProblems, answersBody, type AnswerProblem, type DraftAnswer, type DraftAnswers } from './answers.ts';
import { sendAnswers, useQuestionnaire } from './api/feedback-api.ts';
import { QuestionControl } from './question-controls.tsx';

/**
 * The server's answer rule (`validateAnswers` with libphonenumber) is loaded beside the page, not with it,
 * so the questionnaire paints first; if it cannot load, the server's answer names the problems instead.
 */
const loadCheck = () => import('./check-answers.ts');
async function localProblems(
  ...args: Parameters<Awaited<ReturnType<typeof loadCheck>>['checkAnswers']>
): Promise<Map<number, AnswerProblem>> {
  try {
    return (await loadCheck()).checkAnswers(...args);
  } catch {
    return new Map();
  }
}

type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed'; message: 'summary' | 'tooMany' | 'failed' };

/** /:referenceId/Feedback — the business's questionnaire (SPEC §4 question types), sent to `POST users/rate`. */
export function FeedbackPage({ restaurant, backTo }: { restaurant: RestaurantWire; backTo: string }) {
  const { t, i18n } = useTranslation();
  const title = t('feedback.title');
  useDocumentTitle(`${title} · ${restaurant.business_name}`);
  const query = useQuestionnaire(restaurant.id, i18n.language);
  const questionnaire = query.data?.questionnaire ?? null;

  return (
    <div className="mx-auto max-w-2xl px-4 pt-4 md:px-6 md:pt-8">
      <PageHeader title={questionnaire?.title || title} backTo={backTo} className="mb-4" />
      {query.isPending ? (
        <div className="grid place-items-center py-16">
          <Spinner />
        </div>
      ) : query.isError ? (
        <EmptyState alert title={t('errors.somethingWentWrong')} />
      ) : !questionnaire || questionnaire.questions.length === 0 ? (
        <EmptyState icon={MenuBookIcon}>{t('feedback.none')}</EmptyState>
      ) : (
        <QuestionnaireForm
          key={i18n.language}
          questions={questionnaire.questions}
          businessId={restaurant.id}
          branchId={restaurant.branch_id}
          country={restaurant.country_iso}
          backTo={backTo}
        />
      )}
    </div>
  );
}

function QuestionnaireForm({
  questions,
  businessId,
  branchId,
  country,
  backTo,
}: {
  questions: QuestionWire[];
  businessId: number;
  branchId: number;
  /** The business's country, for phone answers written without their calling code (as the server reads them). */
  country: string;
  backTo: string;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DraftAnswers>({});
  const [problems, setProblems] = useState<Map<number, AnswerProblem>>(new Map());
  const [state, setState] = useState<SendState>({ kind: 'idle' });
  const alertRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    void loadCheck().catch(() => undefined);
  }, []);

  const change = (id: number, value: DraftAnswer) => {
    setDraft((current) => ({ ...current, [id]: value }));
    if (problems.has(id)) {
      setProblems((current) => {
        const next = new Map(current);
        next.delete(id);
        return next;
      });
    }
  };

  /** Marks the refused questions and moves to the first one (or to the general alert when none is named). */
  const showProblems = (found: Map<number, AnswerProblem>, message: 'summary' | 'tooMany' | 'failed') => {
    setProblems(found);
    setState({ kind: 'failed', message });
    requestAnimationFrame(() => {
      const first = questions.find((question) => found.has(question.id));
      const target = first ? document.getElementById(`question-${first.id}`) : alertRef.current;
      target?.scrollIntoView({ block: 'center' });
      (first ? target?.querySelector<HTMLElement>('input, textarea') : alertRef.current)?.focus();
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    // The server's own rule first, so a missing or wrong answer is named without a round trip.
    const local = await localProblems(questions, draft, country);
    if (local.size > 0) {
      showProblems(local, 'summary');
      return;
    }
    setState({ kind: 'sending' });
    try {
      await sendAnswers({ business_id: businessId, branch_id: branchId, answers: answersBody(questions, draft) });
      setState({ kind: 'sent' });
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      const found = isApiError(error) && error.status === 400 ? answerProblems(questions, error.fields) : new Map();
      showProblems(
        found,
        isApiError(error) && error.status === 429 ? 'tooMany' : found.size > 0 ? 'summary' : 'failed',
      );
    }
  };

  if (state.kind === 'sent') {
    return (
      <Card look="roomy" className="text-center" data-testid="feedback-sent">
        <p aria-hidden="true" className="text-5xl">
          🙏
        </p>
        <h2 ref={doneRef} tabIndex={-1} className="mt-3 text-xl font-bold text-ink">
          {t('feedback.thanks')}
        </h2>
        <p className="mt-2 text-ink-muted" role="status">
          {t('feedback.thanksText')}
        </p>
        <Link to={backTo} className={`${buttonClass.primary} mt-6`}>
          {t('feedback.backToMenu')}
        </Link>
      </Card>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <div ref={alertRef} tabIndex={-1} role="alert" className="empty:hidden">
        {state.kind === 'failed' ? (
          <p className={`rounded-2xl bg-red-600/10 px-4 py-3 ${errorTextClass}`}>
            {state.message === 'failed' ? t('errors.somethingWentWrong') : t(`feedback.errors.${state.message}`)}
          </p>
        ) : null}
      </div>
      {questions.map((question) => (
        <QuestionCard
          key={question.id}
          question={question}
          value={draft[question.id] ?? null}
          onChange={(value) => change(question.id, value)}
          problem={problems.get(question.id) ?? null}
        />
      ))}
      <button type="submit" className={`${buttonClass.primary} w-full`} disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? t('feedback.sending') : t('feedback.send')}
      </button>
    </form>
  );
}

function QuestionCard({
  question,
  value,
  onChange,
  problem,
}: {
  question: QuestionWire;
  value: DraftAnswer;
  onChange: (value: DraftAnswer) => void;
  problem: AnswerProblem | null;
}) {
  const { t } = useTranslation();
  const base = `question-${question.id}`;
  const labelId = `${base}-title`;
  const inputId = `${base}-input`;
  const helpId = `${base}-help`;
  const errorId = `${base}-error`;
  const describedBy = [question.help ? helpId : null, problem ? errorId : null].filter(Boolean).join(' ') || undefined;
  const single = question.type === 'text' || question.type === 'phone' || question.type === 'slider';
  const Title = single ? 'label' : 'h2';
  return (
    <Card as="section" id={base} aria-labelledby={labelId} data-testid={`question-${question.type}`}>
      <Title
        id={labelId}
        {...(single ? { htmlFor: inputId } : {})}
        className="mb-1 block text-base font-semibold text-ink"
      >
        {question.title}
        {question.required ? (
          <span className="ms-2 text-xs font-normal text-ink-muted">({t('feedback.required')})</span>
        ) : null}
      </Title>
      {question.help ? (
        <p id={helpId} className="mb-3 text-sm text-ink-muted">
          {question.help}
        </p>
      ) : (
        <div className="mb-3" />
      )}
      {question.type === 'choices' && question.multiple ? (
        <p className="mb-2 text-xs text-ink-muted">{t('feedback.chooseAny')}</p>
      ) : null}
      <QuestionControl
        question={question}
        value={value}
        onChange={onChange}
        describedBy={describedBy}
        invalid={problem !== null}
        labelId={labelId}
        inputId={inputId}
      />
      {problem ? (
        <p id={errorId} className={`mt-2 ${errorTextClass}`}>
          {t(`feedback.errors.${problem}`)}
        </p>
      ) : null}
    </Card>
  );
}
