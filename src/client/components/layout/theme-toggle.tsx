import { Moon, Sun } from 'lucide-react';
import { useTheme } from '#client/lib/theme.ts';
import { Button } from '../ui/button.tsx';

export function ThemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  const Icon = theme === 'dark' ? Sun : Moon;
  if (withLabel) {
    return (
      <Button variant="ghost" className="w-full justify-start" onClick={toggleTheme}>
        <Icon aria-hidden="true" />
        {theme === 'dark' ? 'Light theme' : 'Dark theme'}
      </Button>
    );
  }
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} title={label}>
      <Icon aria-hidden="true" />
    </Button>
  );
}
