import { PrintingSandbox } from '../../../src/server/integrations/printing/sandbox';
import { printingContract } from './contracts/printing.contract';
import { sandboxHarness } from './support/harness';

printingContract(
  'Printing sandbox',
  sandboxHarness(
    (db, { clock }) =>
      (company) =>
        new PrintingSandbox(db, company, { now: clock.now }),
  ),
);
