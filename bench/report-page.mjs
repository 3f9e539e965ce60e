// The browser side of bench/report.ts: the report's PDF builder, exactly as the web app ships it,
// exposed to the bench page (bundled by esbuild; plain JS so the Node type-check leaves it out).
import { buildReportPdf, saveFile } from '../web/src/features/report/pdf/build-report.ts';

globalThis.__report = { buildReportPdf, saveFile };
