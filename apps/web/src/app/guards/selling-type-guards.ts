import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '../../shared/router/index.ts';
import { businessRouteTypes, isRouteType } from '../../entities/business/selling-types.ts';
import { loadBusiness } from './fetch-business.ts';

type Params = { params: { referenceId?: string; type?: string } };

/** check-one-type: a business with a single selling type goes straight to it; otherwise the chooser shows. */
export function checkOneTypeLoader(queryClient: QueryClient) {
  return async ({ params }: Params) => {
    const referenceId = params.referenceId ?? '';
    const answer = await loadBusiness(queryClient, referenceId);
    const types = businessRouteTypes(answer.restaurant.selling_types);
    if (types.length === 1) return redirect(`/${referenceId}/${types[0]}`);
    return null;
  };
}

/** check-selling-type: a type the business does not sell goes back to the chooser. */
export function checkSellingTypeLoader(queryClient: QueryClient) {
  return async ({ params }: Params) => {
    const referenceId = params.referenceId ?? '';
    const answer = await loadBusiness(queryClient, referenceId);
    const types = businessRouteTypes(answer.restaurant.selling_types);
    if (!isRouteType(params.type) || !types.includes(params.type)) return redirect(`/${referenceId}`);
    return null;
  };
}
