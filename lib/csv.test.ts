import { expect, it } from 'vitest';
import { parseCsv, writeCsv } from './csv.ts';

it('reads what spreadsheets write: BOM, CRLF, quoted commas, line breaks and doubled quotes', () => {
  expect(parseCsv('\uFEFFa,b,c\r\n1,"₹1,500","two\r\nlines"\r\n"say ""hi""",,x\r\n')).toEqual([
    ['a', 'b', 'c'],
    ['1', '₹1,500', 'two\r\nlines'],
    ['say "hi"', '', 'x'],
  ]);
});

it('takes bare LF or CR line ends, and a last line without a line break', () => {
  expect(parseCsv('a,b\n1,2\r3,4')).toEqual([
    ['a', 'b'],
    ['1', '2'],
    ['3', '4'],
  ]);
  expect(parseCsv('')).toEqual([]);
  expect(parseCsv('a,\n')).toEqual([['a', '']]);
});

it('writes what it reads back: quoted only where needed, CRLF, a BOM for Excel', () => {
  const records = [
    ['Machine type', 'Monthly rent'],
    ['Backhoe Loader', '1,45,000'],
    ['say "hi"', 'a\nb'],
  ];
  const text = writeCsv(records);
  expect(text).toBe('\uFEFFMachine type,Monthly rent\r\nBackhoe Loader,"1,45,000"\r\n"say ""hi""","a\nb"\r\n');
  expect(parseCsv(text)).toEqual(records);
});
