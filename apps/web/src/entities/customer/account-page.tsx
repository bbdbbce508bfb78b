import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../shared/ui/use-document-title.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';

/** The frame of the account screens (login, profile, wallet): a back link, a title and a narrow column. */
export function AccountPage(props: {
  title: string;
  backTo?: string;
  /** The document title; the page title when absent. */
  documentTitle?: string;
  children: ReactNode;
}) {
  useDocumentTitle(props.documentTitle ?? props.title);
  return (
    <div className="mx-auto w-full max-w-xl px-4 pt-3 pb-10 md:px-6 md:pt-8">
      <PageHeader title={props.title} backTo={props.backTo} className="min-h-14" />
      <div className="mt-4">{props.children}</div>
    </div>
  );
}
