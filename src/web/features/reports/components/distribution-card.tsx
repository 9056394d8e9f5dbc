import { formatCount } from '@domain/format';
import { Card, CardContent, CardDescription, CardHeader } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { Table, TableBody, TableCaption, TableCell, TableFooter, TableHead, TableHeader, TableRow } from '@web/components/ui/table';
import { CHART_COLORS } from './chart-colors';
import { LazyBars } from './lazy-chart';

export interface DistributionItem {
  label: string;
  value: number;
}

const percent = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });

export interface DistributionCardProps {
  title: string;
  description?: string;
  /** The column header of what is counted ("Atletas", "Turmas"). */
  unit: string;
  /** The header of the labels column ("Faixa Etária", "Sexo"). */
  labelHeader: string;
  items: DistributionItem[] | undefined;
}

/** One distribution: its chart beside its numbers (the table is what screen readers read). */
export function DistributionCard({ title, description, unit, labelHeader, items }: DistributionCardProps) {
  const total = items?.reduce((sum, item) => sum + item.value, 0) ?? 0;
  return (
    <Card>
      <CardHeader>
        <h2 className="leading-none font-semibold">{title}</h2>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(260px,340px)] lg:items-center">
        {items ? <LazyBars items={items} format={formatCount} /> : <Skeleton className="h-48 w-full" />}
        <Table label={title}>
          <TableCaption className="sr-only">{title}</TableCaption>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{labelHeader}</TableHead>
              <TableHead className="text-right">{unit}</TableHead>
              <TableHead className="text-right">%</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {(items ?? []).map((item, index) => (
              <TableRow key={item.label}>
                <TableCell>
                  <span className="flex items-center gap-2">
                    <span className="size-2.5 shrink-0 rounded-full" style={{ backgroundColor: CHART_COLORS[index % CHART_COLORS.length] }} aria-hidden="true" />
                    {item.label}
                  </span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{formatCount(item.value)}</TableCell>
                <TableCell className="text-right text-muted-foreground tabular-nums">{total ? percent.format(item.value / total) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          <TableFooter>
            <TableRow className="hover:bg-transparent">
              <TableCell className="font-semibold">Total</TableCell>
              <TableCell className="text-right font-semibold tabular-nums">{formatCount(total)}</TableCell>
              <TableCell />
            </TableRow>
          </TableFooter>
        </Table>
      </CardContent>
    </Card>
  );
}
