// A signed remittance transfer: NGN from the merchant's balance to a bank account in China. The client signs
// remittance.transfer with the transfer-signing key (X-Transfer-Signature over the exact body bytes it sends),
// and the idempotency key makes a retried transfer return the first one instead of paying twice.
//
//	PLATFORM_URL=http://localhost:8080 PLATFORM_TEST_KEY=test_sk_… PLATFORM_BUSINESS_ID=<business id> \
//	  REMIT_KEY_ID=tsk_test_… REMIT_KEY_SECRET=tss_… go run ./examples/remittance_transfer
//
// The signing key is issued in the dashboard's settings (its secret is shown once).
package main

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/payments-platform/platform-go"
	"github.com/payments-platform/platform-go/examples/internal/steps"
)

func main() {
	ctx := context.Background()
	api, err := platform.NewClient(platform.Options{
		BaseURL:           steps.Setting("PLATFORM_URL", "http://localhost:8080"),
		APIKey:            steps.Setting("PLATFORM_TEST_KEY", ""),
		ExpectEnvironment: platform.EnvironmentTest,
		TransferSigner:    &platform.TransferSigner{KeyID: steps.Setting("REMIT_KEY_ID", ""), Secrets: []string{steps.Setting("REMIT_KEY_SECRET", "")}},
	})
	steps.Check(err)
	business := steps.Setting("PLATFORM_BUSINESS_ID", "")

	// 1. What the recipient gets and what it costs (the quote is informative: the transfer prices itself).
	quote, err := api.Remittance.Quote(ctx, platform.RemittanceQuoteRequest{BusinessID: business, SourceCurrency: "NGN", SourceAmount: "15000.00", DestCurrency: "CNY"})
	steps.Check(err)
	steps.Step("quote", map[string]any{"quote_id": quote.QuoteID, "dest_amount": quote.DestAmount, "fee_amount": quote.FeeAmount, "total_cost": quote.TotalCost})

	// 2. The transfer, signed and with an idempotency key kept with your own record.
	body := platform.RemittanceTransferRequest{
		BusinessID:       business,
		SourceCurrency:   "NGN",
		SourceAmount:     "15000.00",
		DestCurrency:     "CNY",
		Reference:        fmt.Sprintf("Invoice %d", time.Now().UnixMilli()),
		RecipientName:    "Li Wei",
		RecipientAccount: "6222020200112233445",
		RecipientBank:    "ICBC",
		RecipientEmail:   "li.wei@example.com",
		RecipientCountry: "CN",
		Purpose:          "invoice_payment",
	}
	key := platform.NewIdempotencyKey()
	transfer, err := api.Remittance.Transfer(ctx, body, platform.WithIdempotencyKey(key))
	steps.Check(err)
	steps.Step("transfer", map[string]any{"id": transfer.ID, "status": transfer.Status})

	// 3. Sent again with the same key (as after a timeout): the same transfer, nothing paid twice.
	again, err := api.Remittance.Transfer(ctx, body, platform.WithIdempotencyKey(key))
	steps.Check(err)
	steps.Step("retried", map[string]any{"same_id": again.ID == transfer.ID})

	// 4. The partner pays out; the transfer's status follows (a webhook says so too: transfer events).
	for deadline := time.Now().Add(60 * time.Second); ; time.Sleep(500 * time.Millisecond) {
		got, err := api.Remittance.Get(ctx, transfer.ID)
		steps.Check(err)
		if got.Status == "completed" || got.Status == "failed" {
			steps.Step("completed", map[string]any{"id": got.ID, "status": got.Status})
			return
		}
		if time.Now().After(deadline) {
			steps.Fail(errors.New("the transfer did not complete within 60 s"))
		}
	}
}
