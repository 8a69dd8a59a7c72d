import { Briefcase, Code2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { TSelfServiceUserType } from '#shared/roles.ts';
import { cn } from '#client/lib/utils.ts';

const USER_TYPE_OPTIONS: { userType: TSelfServiceUserType; label: string; description: string; icon: LucideIcon }[] = [
  { userType: 'developer', label: 'Developer', description: 'Find your next role', icon: Code2 },
  { userType: 'employer', label: 'Employer', description: 'Hire great developers', icon: Briefcase },
];

/** 'I am a' developer or employer: two cards that act as one radio group. */
export function UserTypePicker({
  userType,
  onSelect,
}: {
  userType: TSelfServiceUserType | null;
  onSelect: (userType: TSelfServiceUserType) => void;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">I am a</legend>
      <div className="grid grid-cols-2 gap-3" role="radiogroup" aria-label="Account type">
        {USER_TYPE_OPTIONS.map((option) => (
          <UserTypeOption
            key={option.userType}
            label={option.label}
            description={option.description}
            icon={<option.icon className="size-5" aria-hidden="true" />}
            isSelected={userType === option.userType}
            onSelect={() => onSelect(option.userType)}
          />
        ))}
      </div>
    </fieldset>
  );
}

function UserTypeOption({
  label,
  description,
  icon,
  isSelected,
  onSelect,
}: {
  label: string;
  description: string;
  icon: ReactNode;
  isSelected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={isSelected}
      onClick={onSelect}
      className={cn(
        'flex flex-col items-start gap-1 rounded-lg border-2 p-3 text-left transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        isSelected ? 'border-primary bg-primary/5' : 'border-border hover:border-primary/40',
      )}
    >
      <span className={cn('flex items-center gap-2 font-semibold', isSelected && 'text-primary')}>
        {icon}
        {label}
      </span>
      <span className="text-xs text-muted-foreground">{description}</span>
    </button>
  );
}
