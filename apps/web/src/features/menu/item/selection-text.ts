import type { ItemWire } from '@okmenu/contract';
import type { SelectionProblem } from '@okmenu/domain';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

/** How a modifier group's limits read: "Choose 1", "Up to 3", "Choose 2–3". */
export function useGroupRule(): (group: { min: number; max: number }) => string {
  const { t } = useTranslation();
  return ({ min, max }) => {
    if (min === max) return t('item.rule.exactly', { n: max });
    if (min === 0) return t('item.rule.upTo', { n: max });
    return t('item.rule.between', { min, max });
  };
}

/** A problem of the selection as a sentence for the guest. */
export function useProblemText(item: ItemWire): (problem: SelectionProblem) => string {
  const { t } = useTranslation();
  return (problem) => {
    const group = item.modifier_groups.find((candidate) => candidate.id === problem.groupId);
    const limit = problem.limit ?? 1;
    switch (problem.field) {
      case 'price_label':
        return t('item.problem.priceLabel');
      case 'comment':
        return t('item.problem.comment');
      case 'count':
        return problem.code === 'too_many'
          ? t('item.problem.countMax', { n: limit })
          : t('item.problem.countMin', { n: limit });
      case 'modifiers':
        if (problem.code === 'too_many') return t('item.problem.groupMax', { n: limit, group: group?.name ?? '' });
        return t('item.problem.groupMin', { n: limit, group: group?.name ?? '' });
    }
  };
}
