import { createContext, useContext, useState, type ReactNode } from 'react';
import { RouterProvider } from './router-provider.tsx';
import { createMemoryRouter } from './router.ts';

const ChildrenContext = createContext<ReactNode>(null);

function Children() {
  return useContext(ChildrenContext);
}

/** For tests of components that use links or router hooks: renders its children at once, at `initialEntries`' last. */
export function MemoryRouter({ children, initialEntries }: { children: ReactNode; initialEntries?: string[] }) {
  const [router] = useState(() => createMemoryRouter([{ path: '*', Component: Children }], { initialEntries }));
  return (
    <ChildrenContext.Provider value={children}>
      <RouterProvider router={router} />
    </ChildrenContext.Provider>
  );
}
