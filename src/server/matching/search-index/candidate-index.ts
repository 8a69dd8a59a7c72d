/**
 * The candidate_search rows in memory, in the form the search tests fastest (decision 007): skills as
 * bits (skill-bits.ts) in blocks shared by many rows, numbers as numbers, words as numbers of the
 * index's own dictionary. Rows are replaced when the database says they changed
 * (candidate-index.queries.ts) and removed when deleted.
 */
import { findCountry } from '../remote-area.ts';
import { SKILL_BIT_WORDS, toSkillSet } from './skill-bits.ts';

/** A candidate_search row as the database gives it (candidateSearch in schema.ts). */
export type TCandidateSearchRow = {
  profileId: number;
  userId: number;
  isListed: boolean;
  openToRemote: boolean;
  openToRelocation: boolean;
  profileScore: number;
  levelRank: number;
  /** 0 when unknown. */
  careerStartYear: number;
  roleFamilyCode: number;
  /** -1 without a salary. */
  payFloor: number;
  payCeiling: number;
  updatedAt: Date;
  listedSkillKeys: string[];
  shownSkillKeys: string[];
  titleWords: string[];
  placeWords: string[];
  /** The place as written. */
  place: string;
};

/** The row as the index holds it: its numbers as they are, the rest in the form a search tests fastest. */
export type TIndexedCandidate = Omit<
  TCandidateSearchRow,
  'updatedAt' | 'listedSkillKeys' | 'shownSkillKeys' | 'titleWords' | 'placeWords' | 'place'
> & {
  /** The country of the place (ISO 3166-1 alpha-2), null when it does not say: a remote job's area tests it. */
  country: string | null;
  /** Milliseconds since the epoch. */
  updatedAt: number;
  /** The listed skills' bits in words 0 to SKILL_BIT_WORDS - 1, the shown skills' in the next SKILL_BIT_WORDS. */
  skillBits: Uint32Array;
  /** Listed and shown skills the taxonomy does not know (usually none). */
  otherListedKeys: readonly string[];
  otherShownKeys: readonly string[];
  /** How many skills the profile's words and primary resume show: the evidence that breaks a tie of scores. */
  shownSkillCount: number;
  /** The words of the job title and of the place, as word ids (CandidateIndex.findWordId). */
  titleWordIds: readonly number[];
  placeWordIds: readonly number[];
};

const NO_KEYS: readonly string[] = [];
const SKILL_BITS_PER_ROW = 2 * SKILL_BIT_WORDS;
/** Rows whose skill bits share one allocation. */
const ROWS_PER_BLOCK = 1024;

export class CandidateIndex {
  /** Every row, listed or not, in no particular order: a search reads them all. */
  readonly candidates: TIndexedCandidate[] = [];
  private readonly positionByProfileId = new Map<number, number>();
  private readonly profileIdByUserId = new Map<number, number>();
  private readonly wordIds = new Map<string, number>();
  /** Skill bit places of removed rows, for new ones. */
  private readonly freeSkillBits: Uint32Array[] = [];
  /** Counts the clears: word ids from before one mean nothing after it. */
  private clears = 0;

  get size(): number {
    return this.candidates.length;
  }

  /**
   * When a word id found earlier may be wrong now: every id changes with a clear, and a word that had
   * none may have one once the word count grows. Compiled criteria are kept while neither happened.
   */
  get dictionaryState(): { clears: number; wordCount: number } {
    return { clears: this.clears, wordCount: this.wordIds.size };
  }

  findByProfileId(profileId: number): TIndexedCandidate | undefined {
    const position = this.positionByProfileId.get(profileId);
    return position === undefined ? undefined : this.candidates[position];
  }

  findByUserId(userId: number): TIndexedCandidate | undefined {
    const profileId = this.profileIdByUserId.get(userId);
    return profileId === undefined ? undefined : this.candidates[this.positionByProfileId.get(profileId)!];
  }

  /** A word's id; -1 for a word no row holds. */
  findWordId(word: string): number {
    return this.wordIds.get(word) ?? -1;
  }

  upsert(row: TCandidateSearchRow): void {
    const position = this.positionByProfileId.get(row.profileId);
    const previous = position === undefined ? undefined : this.candidates[position]!;
    const candidate = this.toCandidate(row, previous?.skillBits ?? this.takeSkillBits());
    if (position === undefined) {
      this.positionByProfileId.set(row.profileId, this.candidates.length);
      this.candidates.push(candidate);
    } else {
      this.profileIdByUserId.delete(previous!.userId);
      this.candidates[position] = candidate;
    }
    this.profileIdByUserId.set(row.userId, row.profileId);
  }

  remove(profileId: number): void {
    const position = this.positionByProfileId.get(profileId);
    if (position === undefined) return;
    const removed = this.candidates[position]!;
    // The last row takes the removed one's place, so the array stays dense.
    const last = this.candidates.pop()!;
    if (last !== removed) {
      this.candidates[position] = last;
      this.positionByProfileId.set(last.profileId, position);
    }
    this.positionByProfileId.delete(profileId);
    this.profileIdByUserId.delete(removed.userId);
    this.freeSkillBits.push(removed.skillBits);
  }

  clear(): void {
    this.candidates.length = 0;
    this.positionByProfileId.clear();
    this.profileIdByUserId.clear();
    this.wordIds.clear();
    this.freeSkillBits.length = 0;
    this.clears += 1;
  }

  /** A row's place for its skill bits: a free one, or the next block's. */
  private takeSkillBits(): Uint32Array {
    if (this.freeSkillBits.length === 0) {
      const block = new Uint32Array(ROWS_PER_BLOCK * SKILL_BITS_PER_ROW);
      for (let row = ROWS_PER_BLOCK - 1; row >= 0; row -= 1)
        this.freeSkillBits.push(block.subarray(row * SKILL_BITS_PER_ROW, (row + 1) * SKILL_BITS_PER_ROW));
    }
    return this.freeSkillBits.pop()!;
  }

  private toWordIds(words: readonly string[]): number[] {
    return words.map((word) => {
      let id = this.wordIds.get(word);
      if (id === undefined) {
        id = this.wordIds.size;
        this.wordIds.set(word, id);
      }
      return id;
    });
  }

  private toCandidate(row: TCandidateSearchRow, skillBits: Uint32Array): TIndexedCandidate {
    const listed = toSkillSet(row.listedSkillKeys);
    const shown = toSkillSet(row.shownSkillKeys);
    skillBits.set(listed.bits, 0);
    skillBits.set(shown.bits, SKILL_BIT_WORDS);
    return {
      profileId: row.profileId,
      userId: row.userId,
      isListed: row.isListed,
      openToRemote: row.openToRemote,
      openToRelocation: row.openToRelocation,
      profileScore: row.profileScore,
      levelRank: row.levelRank,
      careerStartYear: row.careerStartYear,
      roleFamilyCode: row.roleFamilyCode,
      payFloor: row.payFloor,
      payCeiling: row.payCeiling,
      updatedAt: row.updatedAt.getTime(),
      skillBits,
      otherListedKeys: listed.others.length > 0 ? listed.others : NO_KEYS,
      otherShownKeys: shown.others.length > 0 ? shown.others : NO_KEYS,
      shownSkillCount: row.shownSkillKeys.length,
      titleWordIds: this.toWordIds(row.titleWords),
      placeWordIds: this.toWordIds(row.placeWords),
      country: findCountry(row.place),
    };
  }
}
