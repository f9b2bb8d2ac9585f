import { config } from '../config';
import { s3DownloadLink } from '../s3-download-link';

/** A GET of the export file at `key` valid for `seconds`, downloaded as `fileName`. */
export const presignExportDownload = (key: string, fileName: string, seconds: number): Promise<string> =>
  s3DownloadLink({
    bucket: config('exports').EXPORTS_BUCKET,
    key,
    seconds,
    disposition: `attachment; filename="${fileName}"`,
  });
