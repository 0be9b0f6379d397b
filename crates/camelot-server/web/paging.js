// @ts-check
// Lists the API serves in pages (`items` and `next_cursor`), read a page at a time: "Show more"
// goes on from the cursor of the page before and never starts again at the top, and a page
// shorter than asked for is the last one, whatever cursor came with it.

/**
 * A page of a list as the API answers it.
 * @template T
 * @typedef {{items: T[], next_cursor?: string | null}} Page
 */

/**
 * The cursor to go on from after a page (null: it was the last).
 * @param {Page<unknown>} page
 * @param {number} limit how many items were asked for
 * @returns {string | null}
 */
export function nextCursor(page, limit) {
  return page.items.length < limit ? null : page.next_cursor ?? null;
}

/**
 * Reads a list page after page.
 * @template T
 */
export class Pager {
  /**
   * @param {(cursor: string | null, limit: number) => Promise<Page<T>>} fetchPage asks for a
   *   page (the first when `cursor` is null)
   * @param {number} limit items a page
   */
  constructor(fetchPage, limit) {
    this.fetchPage = fetchPage;
    this.limit = limit;
    /** @type {string | null} where the next page starts */
    this.cursor = null;
    /** a page has been read */
    this.started = false;
    /** a page is being read */
    this.loading = false;
  }

  /** Whether there is a next page to read. */
  get hasMore() {
    return this.cursor !== null;
  }

  /** Whether the whole list has been read. */
  get done() {
    return this.started && this.cursor === null;
  }

  /**
   * The items of the next page (the first one to begin with); null when the whole list has
   * been read or a page is being read already.
   * @returns {Promise<T[] | null>}
   */
  async next() {
    if (this.done || this.loading) return null;
    this.loading = true;
    try {
      const page = await this.fetchPage(this.cursor, this.limit);
      this.started = true;
      this.cursor = nextCursor(page, this.limit);
      return page.items;
    } finally {
      this.loading = false;
    }
  }

  /**
   * Reads the list again from the top, `limit` items at once (to refresh as many as are
   * shown); reading goes on from there.
   * @param {number} [limit]
   * @returns {Promise<T[]>}
   */
  async reload(limit = this.limit) {
    const page = await this.fetchPage(null, limit);
    this.started = true;
    this.cursor = nextCursor(page, limit);
    return page.items;
  }
}

/**
 * A "Show more" button over a pager's list: it reads the next page when clicked, is disabled
 * while a page is on its way and hidden once there is no more.
 * @template T
 * @param {HTMLButtonElement} button
 * @param {Pager<T>} pager
 * @param {object} on
 * @param {(items: T[]) => void} on.page a page of items read (to add to the list)
 * @param {(err: unknown) => void} on.error a page could not be read
 * @returns {() => Promise<void>} reads the next page (the first one to begin with)
 */
export function showMore(button, pager, on) {
  const load = async () => {
    if (pager.done || pager.loading) return;
    button.disabled = true;
    try {
      const items = await pager.next();
      if (items) {
        button.hidden = !pager.hasMore;
        on.page(items);
      }
    } catch (e) {
      on.error(e);
    } finally {
      button.disabled = false;
    }
  };
  button.addEventListener('click', load);
  return load;
}
