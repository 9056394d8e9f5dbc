import { useId, type RefObject } from 'react';
import { RotateCcwIcon } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { Separator } from '@web/components/ui/separator';
import { Switch } from '@web/components/ui/switch';
import { useAccessibility } from './accessibility-provider';
import { ACCESSIBILITY_TITLE as TITLE, fontSizeLabels, fontSizes, type AccessibilityPreferences, type FontSize } from './preferences';

type BooleanPreference = Exclude<keyof AccessibilityPreferences, 'fontSize'>;

const switches = [
  { key: 'highContrast', label: 'Alto contraste', description: 'Aumenta o contraste das cores para facilitar a leitura.' },
  { key: 'reduceMotion', label: 'Reduzir animações', description: 'Desativa animações e transições da interface.' },
  { key: 'screenReaderMode', label: 'Modo leitor de tela', description: 'Destaca o foco do teclado e sublinha os links.' },
  { key: 'announcements', label: 'Anúncios para leitor de tela', description: 'Anuncia as alterações de configuração ao leitor de tela.' },
] as const satisfies readonly { key: BooleanPreference; label: string; description: string }[];

function PreferenceSwitch({ preference }: { preference: (typeof switches)[number] }) {
  const { preferences, updatePreference } = useAccessibility();
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="space-y-1">
        <Label htmlFor={id}>{preference.label}</Label>
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {preference.description}
        </p>
      </div>
      <Switch
        id={id}
        aria-describedby={`${id}-description`}
        checked={preferences[preference.key]}
        onCheckedChange={(checked) => updatePreference(preference.key, checked)}
      />
    </div>
  );
}

interface AccessibilityDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the dialog closes (the floating button). */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The panel's modal dialog (spec 1 §2.4), loaded the first time the button is pressed. */
export function AccessibilityDialog({ open, onOpenChange, returnFocusTo }: AccessibilityDialogProps) {
  const { preferences, updatePreference, resetPreferences } = useAccessibility();
  const fontSizeId = useId();

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="sm:max-w-md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{TITLE}</DialogTitle>
          <DialogDescription>Ajuste a aparência e o comportamento do sistema às suas necessidades.</DialogDescription>
        </DialogHeader>

        <div className="space-y-5">
          <PreferenceSwitch preference={switches[0]} />
          <Separator />
          <div className="space-y-2">
            <Label htmlFor={fontSizeId}>Tamanho da fonte</Label>
            <Select value={preferences.fontSize} onValueChange={(value) => updatePreference('fontSize', value as FontSize)}>
              <SelectTrigger id={fontSizeId}>
                <SelectValue>{fontSizeLabels[preferences.fontSize]}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {fontSizes.map((size) => (
                  <SelectItem key={size} value={size}>
                    {fontSizeLabels[size]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {switches.slice(1).map((preference) => (
            <div key={preference.key} className="space-y-5">
              <Separator />
              <PreferenceSwitch preference={preference} />
            </div>
          ))}
        </div>

        <DialogFooter>
          <Button variant="outline" onClick={resetPreferences}>
            <RotateCcwIcon aria-hidden="true" />
            Restaurar Padrões
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
