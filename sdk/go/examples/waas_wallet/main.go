// Wallets as a service in the sandbox: a customer wallet, a derived monitored address, a simulated deposit seen
// confirmed, and a transfer out, sent once however often it is retried (idempotency key).
//
//	PLATFORM_URL=http://localhost:8080 PLATFORM_TEST_KEY=test_sk_… go run ./examples/waas_wallet
//
// The key needs wallet:manage, wallet:view and wallet:transfer.
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
	})
	steps.Check(err)
	customer := fmt.Sprintf("customer-%d", time.Now().UnixMilli())
	payee := customer + "-payee"

	// 1. A wallet per customer (its words are returned once: store them or do not ask for them again).
	wallet, err := api.Wallets.CreateCustomer(ctx, platform.WalletsCreateCustomerRequest{CustomerID: customer})
	steps.Check(err)
	_, err = api.Wallets.CreateCustomer(ctx, platform.WalletsCreateCustomerRequest{CustomerID: payee})
	steps.Check(err)
	steps.Step("wallet", map[string]any{"customer_id": wallet.CustomerID, "words": len(wallet.Mnemonic)})

	// 2. Derive a monitored ETH address (deposits to it are watched and reported).
	derive := func(customerID string, monitored bool) *platform.DerivedAddress {
		address, err := api.Wallets.Derive(ctx, customerID, platform.WalletsDeriveRequest{
			Network: "ETH", Index: platform.Ptr[int64](0), IsTestnet: platform.Ptr(false), EnableMonitoring: platform.Ptr(monitored),
		})
		steps.Check(err)
		return address
	}
	address := derive(customer, true)
	to := derive(payee, false).Address
	steps.Step("derived", map[string]any{"address": address.Address, "path": address.DerivationPath, "monitored": address.Monitored})

	// 3. Sandbox deposit, then wait until the wallet lists it confirmed (every page of the list, by its pager).
	deposit, err := api.Sandbox.Deposit(ctx, platform.SandboxDepositRequest{Network: "ETH", Currency: "ETH", Address: address.Address, Amount: "0.5"})
	steps.Check(err)
	listed := func() bool {
		pages := api.Wallets.TransactionsAll(customer, &platform.WalletsTransactionsParams{Limit: platform.Ptr[int64](20), Network: platform.Ptr("ETH"), Status: platform.Ptr("confirmed")})
		for pages.Next(ctx) {
			if tx := pages.Item(); tx.TxHash == deposit.TxHash && tx.Type == "receive" {
				return true
			}
		}
		steps.Check(pages.Err())
		return false
	}
	for deadline := time.Now().Add(30 * time.Second); !listed(); time.Sleep(200 * time.Millisecond) {
		if time.Now().After(deadline) {
			steps.Fail(errors.New("the deposit was not confirmed within 30 s"))
		}
	}
	steps.Step("deposit confirmed", map[string]any{"tx_hash": deposit.TxHash, "amount": deposit.Amount})

	// 4. Transfer out. Keep the idempotency key with your own record: a retry with it never sends twice.
	key := platform.NewIdempotencyKey()
	send := func() *platform.WalletTransfer {
		sent, err := api.Wallets.Transfer(ctx, customer, platform.WalletsTransferRequest{
			Network: "ETH", Currency: "ETH", ToAddress: to, Amount: "0.1", Index: platform.Ptr[int64](0),
		}, platform.WithIdempotencyKey(key))
		steps.Check(err)
		return sent
	}
	sent := send()
	retried := send()
	steps.Step("transfer", map[string]any{"tx_hash": sent.TxHash, "status": sent.Status, "amount": sent.AmountDecimal, "retry_same_tx": retried.TxHash == sent.TxHash})
}
