import { useState } from 'react';
import { FileSpreadsheetIcon, FileTextIcon } from 'lucide-react';
import { monthOfDay, recentMonths, type AttendanceListFormat } from '@domain/attendance-list';
import { SCHOOL_TIME_ZONE, todayIn } from '@domain/dates';
import { capitalized, monthLabel } from '@domain/format';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@web/components/ui/select';
import { toast } from '@web/components/ui/use-toast';
import { errorMessage } from '@web/lib/api';
import { downloadAttendanceList } from '../api/download-attendance-list';

export interface AttendanceListDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The teams the list can be of; with one, it is named and not offered as a choice. */
  teams: readonly { id: number; nome: string }[];
  /** The team chosen when the dialog opens. */
  teamId?: number;
  /** The month chosen when the dialog opens ('yyyy-MM'); this month by default. */
  mes?: string;
}

/**
 * "Lista de presença": a team's month as the PDF to print and sign, or as a spreadsheet, with the
 * athletes, the session dates, the marks, the totals and the beneficiaries by age band and sex.
 */
export function AttendanceListDialog({ open, onOpenChange, teams, teamId, mes }: AttendanceListDialogProps) {
  const today = todayIn(SCHOOL_TIME_ZONE);
  const [chosenTeam, setChosenTeam] = useState<number | undefined>(teamId ?? (teams.length === 1 ? teams[0]!.id : undefined));
  const [month, setMonth] = useState(mes ?? monthOfDay(today));
  const [downloading, setDownloading] = useState<AttendanceListFormat | null>(null);
  const months = recentMonths(today);
  if (!months.includes(month)) months.push(month);
  const team = teams.find((t) => t.id === chosenTeam);

  async function handleDownload(formato: AttendanceListFormat) {
    if (!team) return;
    setDownloading(formato);
    try {
      await downloadAttendanceList(team, month, formato);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Erro ao baixar a lista de presença', description: errorMessage(error, 'Tente novamente.') });
    } finally {
      setDownloading(null);
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Lista de presença</DialogTitle>
          <DialogDescription>
            Os atletas da turma no mês, com as datas dos treinos, as presenças e faltas, os totais, o resumo por faixa etária e sexo e a linha para
            assinatura.
          </DialogDescription>
        </DialogHeader>
        <div className="grid min-w-0 gap-4">
          {teams.length === 1 && team ? (
            <p className="min-w-0 text-sm break-words">
              <span className="text-muted-foreground">Turma: </span>
              <span className="font-medium">{team.nome}</span>
            </p>
          ) : (
            <div className="grid min-w-0 gap-2">
              <Label htmlFor="lista-presenca-turma">Turma</Label>
              <Select value={chosenTeam ? String(chosenTeam) : undefined} onValueChange={(value) => setChosenTeam(Number(value))}>
                <SelectTrigger id="lista-presenca-turma">
                  <SelectValue placeholder="Selecione a turma">{team?.nome}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {teams.map((t) => (
                    <SelectItem key={t.id} value={String(t.id)}>
                      {t.nome}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
          <div className="grid min-w-0 gap-2">
            <Label htmlFor="lista-presenca-mes">Mês</Label>
            <Select value={month} onValueChange={setMonth}>
              <SelectTrigger id="lista-presenca-mes">
                <SelectValue>{capitalized(monthLabel(month))}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {months.map((m) => (
                  <SelectItem key={m} value={m}>
                    {capitalized(monthLabel(m))}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <DialogFooter>
          <Button variant="outline" disabled={!team || downloading !== null} aria-busy={downloading === 'xlsx'} onClick={() => void handleDownload('xlsx')}>
            <FileSpreadsheetIcon aria-hidden="true" />
            {downloading === 'xlsx' ? 'Baixando…' : 'Baixar planilha'}
          </Button>
          <Button disabled={!team || downloading !== null} aria-busy={downloading === 'pdf'} onClick={() => void handleDownload('pdf')}>
            <FileTextIcon aria-hidden="true" />
            {downloading === 'pdf' ? 'Baixando…' : 'Baixar PDF'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
