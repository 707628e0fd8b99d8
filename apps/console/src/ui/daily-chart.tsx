import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface DailyChartProps<Row extends { day: string }> {
  caption: string;
  className: string;
  rows: readonly Row[];
  /** Bars per day, each a money column of the rows. */
  bars: ReadonlyArray<{ key: keyof Row & string; name: string; color: string }>;
  /** A line across the days (a result). */
  line: { key: keyof Row & string; name: string };
  format: (amount: number) => string;
}

/** Money per day (recharts): bars for the columns, a line for the result; days as `MM-DD` on the axis. */
export function DailyChart<Row extends { day: string }>({
  caption,
  className,
  rows,
  bars,
  line,
  format,
}: DailyChartProps<Row>) {
  return (
    <figure className={className}>
      <figcaption className="card-hint">{caption}</figcaption>
      <ResponsiveContainer width="100%" height={260}>
        <ComposedChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--color-border)" />
          <XAxis
            dataKey="day"
            stroke="var(--color-text-muted)"
            fontSize={11}
            tickFormatter={(day: string) => day.slice(5)}
          />
          <YAxis stroke="var(--color-text-muted)" fontSize={11} tickFormatter={format} width={64} />
          <Tooltip
            formatter={(value) => format(Number(value))}
            contentStyle={{ background: 'var(--color-surface)', border: '1px solid var(--color-border)' }}
          />
          <Legend />
          {bars.map((bar) => (
            <Bar
              key={bar.key}
              dataKey={(row: Row) => row[bar.key]}
              name={bar.name}
              fill={bar.color}
              isAnimationActive={false}
            />
          ))}
          <Line
            type="monotone"
            dataKey={(row: Row) => row[line.key]}
            name={line.name}
            stroke="var(--color-text)"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  );
}
