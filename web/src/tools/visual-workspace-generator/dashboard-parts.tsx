import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';

export function Stat({
  title,
  value,
  note,
  icon,
}: {
  title: string;
  value: ReactNode;
  note: string;
  icon: ReactNode;
}) {
  return (
    <Card>
      <CardContent className="grid gap-1">
        <div className="flex items-center justify-between text-sm text-muted-foreground">
          <h3>{title}</h3>
          {icon}
        </div>
        <p className="text-2xl font-semibold tabular-nums">{value}</p>
        <p className="text-xs text-muted-foreground">{note}</p>
      </CardContent>
    </Card>
  );
}

export function Bar({
  label,
  percent,
  color,
  detail,
}: {
  label: string;
  percent: number;
  color: string;
  detail: string;
}) {
  return (
    <li className="grid gap-1">
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="tabular-nums text-muted-foreground">{detail}</span>
      </div>
      <div className="h-2 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className="h-full rounded-full" style={{ width: `${percent}%`, background: color }} />
      </div>
    </li>
  );
}

export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export const empty = (text: string) => <p className="text-sm text-muted-foreground">{text}</p>;
