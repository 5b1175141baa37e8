import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';

export type SolutionLink = { to: string; label: string };

/** The desktop header's Solutions dropdown (its own chunk: phones never show it). */
export function SolutionsMenu({ label, items, triggerClassName }: { label: string; items: SolutionLink[]; triggerClassName: string }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={triggerClassName}>
        {label} <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={6} className="z-50 min-w-56 rounded-md border bg-white p-1 shadow-lg">
          {items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild>
              <Link
                to={item.to}
                className="block rounded-sm px-3 py-2 pointer-coarse:py-3 text-sm outline-none data-[highlighted]:bg-accent"
              >
                {item.label}
              </Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
