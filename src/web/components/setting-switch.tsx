import { useId, type ReactNode } from 'react';
import { Label } from '@web/components/ui/label';
import { Switch } from '@web/components/ui/switch';

export interface SettingSwitchProps {
  /** The switch's name; a state word in it ('ligados') is repeated by aria-checked, harmlessly. */
  label: ReactNode;
  description?: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** One setting saved as soon as it is switched (no form): the switch, its label and an optional line under it. */
export function SettingSwitch({ label, description, checked, disabled, onCheckedChange }: SettingSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Switch
        id={id}
        className="mt-0.5"
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? `${id}-description` : undefined}
        onCheckedChange={onCheckedChange}
      />
      <div className="min-w-0 space-y-1">
        <Label htmlFor={id} className="block leading-snug">
          {label}
        </Label>
        {description && (
          <p id={`${id}-description`} className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
