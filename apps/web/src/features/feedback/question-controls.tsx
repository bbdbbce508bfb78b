import type { QuestionWire } from '@okmenu/contract';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { inputClass } from '../../shared/ui/control-styles.ts';
import { scaleOf, type DraftAnswer } from './answers.ts';

interface ControlProps {
  question: QuestionWire;
  value: DraftAnswer;
  onChange: (value: DraftAnswer) => void;
  /** The ids of the question's help and error texts, for `aria-describedby`. */
  describedBy: string | undefined;
  invalid: boolean;
  /** The id of the question's title, for groups. */
  labelId: string;
  /** The id the single input gets (text, phone, slider), which the title's label points to. */
  inputId: string;
}

/** A radio laid invisibly over its whole label: the label is what the guest sees and taps. */
const overlayInput = 'absolute inset-0 size-full cursor-pointer appearance-none opacity-0';

/** The mouth of each face, very unhappy (1) to very happy (5): drawn, so every device shows the same faces. */
const mouths = [
  'M8 17q4-4 8 0',
  'M8.5 16.5q3.5-2 7 0',
  'M8.5 15.5h7',
  'M8.5 15q3.5 2 7 0',
  'M7.5 14q4.5 5 9 0',
] as const;
const faceTints = [
  'text-red-600 dark:text-red-400',
  'text-orange-600 dark:text-orange-400',
  'text-amber-600 dark:text-amber-400',
  'text-lime-700 dark:text-lime-400',
  'text-emerald-600 dark:text-emerald-400',
] as const;

function Face({ score }: { score: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`size-9 ${faceTints[score - 1]}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
    >
      <circle cx="12" cy="12" r="10" />
      <circle cx="9" cy="10" r="1" fill="currentColor" stroke="none" />
      <circle cx="15" cy="10" r="1" fill="currentColor" stroke="none" />
      <path d={mouths[score - 1]} />
    </svg>
  );
}

const choiceLook =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 ring-1 ring-line transition has-[:checked]:bg-primary/10 has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-ink';

/** The control of one question, by type (SPEC §4): every one a native input, so keyboards and screen readers know it. */
export function QuestionControl(props: ControlProps) {
  switch (props.question.type) {
    case 'text':
      return <TextAnswer {...props} />;
    case 'phone':
      return <PhoneAnswer {...props} />;
    case 'slider':
      return <SliderAnswer {...props} />;
    case 'smile':
      return <SmileAnswer {...props} />;
    case 'rate':
      return <RateAnswer {...props} />;
    case 'choices':
      return <ChoicesAnswer {...props} />;
  }
}

function TextAnswer({ question, value, onChange, describedBy, invalid, inputId }: ControlProps) {
  return (
    <textarea
      id={inputId}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      maxLength={question.max_length ?? undefined}
      rows={3}
      required={question.required}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={`${inputClass} min-h-24 py-3`}
    />
  );
}

function PhoneAnswer({ question, value, onChange, describedBy, invalid, inputId }: ControlProps) {
  return (
    <input
      id={inputId}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      dir="ltr"
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      required={question.required}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={`${inputClass} text-start`}
    />
  );
}

function SliderAnswer({ question, value, onChange, describedBy, invalid, inputId }: ControlProps) {
  const { t } = useTranslation();
  const { min, max, step } = scaleOf(question);
  const answered = typeof value === 'number';
  const shown = answered ? value : min;
  const valueText = answered
    ? [String(value), value === min ? question.min_label : value === max ? question.max_label : null]
        .filter(Boolean)
        .join(' · ')
    : t('feedback.slider.unset');
  return (
    <div>
      <div className="flex items-center gap-3">
        <input
          id={inputId}
          type="range"
          min={min}
          max={max}
          step={step}
          value={shown}
          onChange={(event) => onChange(Number(event.target.value))}
          aria-valuetext={valueText}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={`h-11 flex-1 accent-[var(--color-primary)] ${answered ? '' : 'opacity-60'}`}
        />
        <output htmlFor={inputId} className="min-w-12 text-center text-lg font-semibold tabular-nums text-ink">
          {answered ? value : '–'}
        </output>
      </div>
      <div className="mt-1 flex justify-between gap-4 text-xs text-ink-muted" aria-hidden="true">
        <span>{question.min_label ? `${min} · ${question.min_label}` : min}</span>
        <span className="text-end">{question.max_label ? `${max} · ${question.max_label}` : max}</span>
      </div>
      {answered ? null : (
        <p className="mt-1 text-xs text-ink-muted" aria-hidden="true">
          {t('feedback.slider.unset')}
        </p>
      )}
    </div>
  );
}

function SmileAnswer({ question, value, onChange, describedBy, invalid, labelId }: ControlProps) {
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={question.required || undefined}
      className="grid grid-cols-5 gap-2"
    >
      {mouths.map((_, index) => {
        const score = index + 1;
        return (
          <label
            key={score}
            className={`${choiceLook} relative flex-col justify-center gap-1 px-1 text-center`}
            data-testid={`smile-${score}`}
          >
            <input
              type="radio"
              name={`q-${question.id}`}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              className={overlayInput}
            />
            <Face score={score} />
            <span className="text-xs leading-tight text-ink">{t(`feedback.smile.${score}`)}</span>
          </label>
        );
      })}
    </div>
  );
}

function RateAnswer({ question, value, onChange, describedBy, invalid, labelId }: ControlProps) {
  const { t } = useTranslation();
  const { min, max } = scaleOf(question);
  const scores = Array.from({ length: Math.max(0, max - min + 1) }, (_, index) => min + index);
  const chosen = typeof value === 'number' ? value : null;
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={question.required || undefined}
      className="flex flex-wrap gap-1"
    >
      {scores.map((score) => (
        <label
          key={score}
          className="relative grid size-11 cursor-pointer place-items-center rounded-full has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-ink"
        >
          <input
            type="radio"
            name={`q-${question.id}`}
            value={score}
            checked={chosen === score}
            onChange={() => onChange(score)}
            className={overlayInput}
          />
          <span className="sr-only">{t('feedback.stars', { value: score, max })}</span>
          <Star filled={chosen !== null && score <= chosen} />
        </label>
      ))}
    </div>
  );
}

export function Star({ filled, className = 'size-8' }: { filled: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={`${className} ${filled ? 'fill-amber-400 stroke-amber-500' : 'fill-none stroke-ink-muted'}`}
      strokeWidth="1.5"
    >
      <path d="M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.2L12 17.1 6.4 20l1.1-6.2L2.9 9.4l6.3-.9z" strokeLinejoin="round" />
    </svg>
  );
}

function ChoicesAnswer({ question, value, onChange, describedBy, invalid, labelId }: ControlProps) {
  const chosen = Array.isArray(value) ? value : [];
  const toggle = (id: number, checked: boolean) => {
    if (!question.multiple) onChange([id]);
    else onChange(checked ? [...chosen, id] : chosen.filter((other) => other !== id));
  };
  return (
    <div
      role={question.multiple ? 'group' : 'radiogroup'}
      aria-labelledby={labelId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={question.required || undefined}
      className="grid gap-2 sm:grid-cols-2"
    >
      {question.options.map((option) => (
        <label key={option.id} className={choiceLook}>
          <input
            type={question.multiple ? 'checkbox' : 'radio'}
            name={`q-${question.id}`}
            value={option.id}
            checked={chosen.includes(option.id)}
            onChange={(event) => toggle(option.id, event.target.checked)}
            className="size-5 shrink-0 accent-[var(--color-primary)]"
          />
          <span className="text-sm text-ink">{option.label}</span>
        </label>
      ))}
    </div>
  );
}
