// The mock API's Excel answers: a stand-in body, the sheet's rows as tab-separated text under the
// xlsx type, so a list's download in a test or on a MOCK_API=1 page has its name, type and row count.
// What the file holds and that it opens in a spreadsheet are the API's (its lists' tests read the files
// back with exceljs): the mock no longer writes xlsx files (issue 34, item 4: one back end).

/** The sheet's rows as tab-separated lines, under its name: a stand-in for the API's xlsx file. */
export function xlsx(sheetName: string, rows: ReadonlyArray<ReadonlyArray<string>>): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode([sheetName, ...rows.map((row) => row.join('\t'))].join('\n')) as Uint8Array<ArrayBuffer>;
}

/** The content type of the lists' Excel files. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
