package platform

import "context"

// Pager walks a page-numbered list item by item, fetching page 1, 2, … as needed, until the list's total is
// reached or a page comes back empty:
//
//	pages := client.Checkout.ListAll(nil)
//	for pages.Next(ctx) {
//		session := pages.Item()
//	}
//	if err := pages.Err(); err != nil { … }
type Pager[T any] struct {
	fetch   func(ctx context.Context, page int64) (items []T, total int64, err error)
	page    int64
	seen    int64
	pending []T
	current T
	done    bool
	err     error
}

func newPager[T any](fetch func(ctx context.Context, page int64) ([]T, int64, error)) *Pager[T] {
	return &Pager[T]{fetch: fetch}
}

// Next advances to the next item, fetching the next page when needed; false at the end or on an error.
func (p *Pager[T]) Next(ctx context.Context) bool {
	for len(p.pending) == 0 {
		if p.done || p.err != nil {
			return false
		}
		p.page++
		items, total, err := p.fetch(ctx, p.page)
		if err != nil {
			p.err = err
			return false
		}
		p.seen += int64(len(items))
		p.pending = items
		p.done = len(items) == 0 || p.seen >= total
	}
	p.current, p.pending = p.pending[0], p.pending[1:]
	return true
}

// Item is the item Next advanced to.
func (p *Pager[T]) Item() T { return p.current }

// Err is the error that stopped Next, if any.
func (p *Pager[T]) Err() error { return p.err }
