import type { ExportKind } from './export-period';
import type { ExportState } from './export-states';

// A finance export as the reports API shows it (functions/reports/README.md) and the staff screen reads
// it: its period, status, size, progress, failure and files (never its bucket keys).

/** How far a running export is: days written of its days, rows so far. */
export interface ExportProgress {
  daysDone: number;
  days: number;
  rows: number;
}

export interface ExportFileView {
  name: string;
  rows: number;
  bytes: number;
  sha256: string;
}

export interface ExportView {
  id: string;
  kind: ExportKind;
  from: string;
  to: string;
  status: ExportState;
  decimalComma: boolean;
  createdAt: string;
  finishedAt?: string;
  progress?: ExportProgress;
  failure?: string;
  size?: number;
  files: ExportFileView[];
}

/** `GET /api/reports/exports`: a page of the list, and where the next starts. */
export interface ExportListPage {
  exports: ExportView[];
  cursor?: string;
}
