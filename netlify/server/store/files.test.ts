import { expect, it } from 'vitest';
import { idOf, keptRecord, storeContract } from '../test/storeContract';

const encode = (text: string) => new TextEncoder().encode(text);
const minute = (minutes: number) => new Date(Date.now() + minutes * 60_000);

storeContract('files', (open) => {
  it('never replaces a kept file', async () => {
    const { files } = open();
    const bytes = encode('%PDF-1.7 first');
    expect(await files.putFile(idOf(1), 'aaa', bytes)).toBe(true);
    expect(await files.putFile(idOf(1), 'aaa', encode('other'))).toBe(false);
    expect(await files.readFile(idOf(1), 'aaa')).toEqual(bytes);
    expect(await files.readFile(idOf(1), 'bbb')).toBeUndefined();
  });

  it('finds files no submission owns once they are old enough, and drops them', async () => {
    const { files } = open();
    await files.putFile(idOf(1), 'aaa', encode('%PDF-1.7'));
    expect(await files.orphanFiles(minute(-1))).toEqual([]);
    const [orphan] = await files.orphanFiles(minute(1));
    expect(orphan).toBe(`file/${idOf(1)}/aaa`);
    await files.drop(orphan!);
    expect(await files.readFile(idOf(1), 'aaa')).toBeUndefined();
    // Only a file's key: a store's drop never reaches what another keeps.
    await expect(files.drop(`submission/${idOf(1)}`)).rejects.toThrow();
  });

  it('takes a kept submission’s files for its own, and removes them all with it', async () => {
    const { files, submissions } = open();
    const attachment = { name: 'cv.pdf', contentType: 'application/pdf', size: 8, sha256: 'aaa' };
    await submissions.create(keptRecord(idOf(1), { attachment }), encode('%PDF-1.7'));
    await files.putFile(idOf(1), 'bbb', encode('%PDF-1.7 again'));
    expect(await files.orphanFiles(minute(1))).toEqual([]);
    await files.removeFiles(idOf(1));
    expect(await files.readFile(idOf(1), 'aaa')).toBeUndefined();
    expect(await files.readFile(idOf(1), 'bbb')).toBeUndefined();
  });
});
